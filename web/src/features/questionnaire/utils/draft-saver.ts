/**
 * Saves the device's questionnaire to the account one save at a time. A save asked for while one is on its
 * way runs once right after it (it then sends the newest answers), and none runs while paused: creating a
 * plan deletes the account's draft, so no save may land after it.
 */
export class DraftSaver {
  private inFlight: Promise<void> | null = null;
  private saveAgain = false;
  private paused = false;
  private readonly send: (force: boolean) => Promise<void>;
  private readonly onFailure: (error: unknown) => void;

  /**
   * `send(force)` sends the current answers (`force`: even if the account has seen them); `onFailure` hears
   * of a save that failed, which waits for the next change or reconnection.
   */
  constructor(send: (force: boolean) => Promise<void>, onFailure: (error: unknown) => void) {
    this.send = send;
    this.onFailure = onFailure;
  }

  /** Resolves when the save on its way (this one, or the one it joined) has settled; it never rejects. */
  save(force = false): Promise<void> {
    if (this.inFlight) {
      this.saveAgain = true;
      return this.inFlight;
    }
    if (this.paused) return Promise.resolve();
    this.inFlight = this.send(force)
      .catch(this.onFailure)
      .finally(() => {
        this.inFlight = null;
        if (this.saveAgain) {
          this.saveAgain = false;
          void this.save();
        }
      });
    return this.inFlight;
  }

  /** Stops saving and waits for a save on its way; a save asked for meanwhile is dropped. */
  async pause(): Promise<void> {
    this.paused = true;
    this.saveAgain = false;
    await this.inFlight;
  }

  resume(): void {
    this.paused = false;
  }
}
