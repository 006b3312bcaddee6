/** Resolves in a new task: the browser can paint and handle a tap before the work that follows. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
