/** The parts of `navigator` that sharing uses (a stand-in in tests). */
export interface ShareCapabilities {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The device's share sheet when there is one; otherwise the link is copied (and the page says
 * so). A share sheet the person closes is not an error.
 */
export async function shareLink(
  device: ShareCapabilities,
  data: { title: string; url: string },
): Promise<ShareOutcome> {
  if (device.share && (!device.canShare || device.canShare(data))) {
    try {
      await device.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (device.clipboard) {
    try {
      await device.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}

/**
 * Copies a text (a link, an address) and answers what to say: `copied`, or `failed` when the browser
 * refuses (then she copies it by hand). Dialogs say it themselves: a modal dialog hides a toast behind it
 * from screen readers.
 */
export async function copyText(
  text: string,
  copied: string,
  failed: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<string> {
  try {
    if (!clipboard) return failed;
    await clipboard.writeText(text);
    return copied;
  } catch {
    return failed;
  }
}
