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
