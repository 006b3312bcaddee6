/**
 * What to show in place of the reply, from the failed response's status and `{message}` (null for a network
 * error). The API's own message when it explains something the person can act on (400 for a bad message,
 * 429 for too many); anything else gets the apology that suggests trying again or a messaging app.
 */
export function chatErrorText(status: number | null, serverMessage: string | null, apology: string): string {
  if ((status === 400 || status === 429) && serverMessage) return serverMessage;
  return apology;
}
