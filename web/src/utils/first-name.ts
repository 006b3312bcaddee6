/** The first word of a full name, used in greetings ("Hello, Ahmed"). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? '';
}
