import { describe, expect, it, vi } from 'vitest';
import { copyText, shareLink } from './share';

const data = { title: 'My Nasl plan', url: 'https://nasl.app/results?id=p1' };

describe('shareLink', () => {
  it('uses the device’s share sheet when there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareLink({ share, clipboard: { writeText } }, data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareLink({ clipboard: { writeText } }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    await expect(
      shareLink({ share: vi.fn(), canShare: () => false, clipboard: { writeText } }, data),
    ).resolves.toBe('copied');
  });

  it('treats a closed share sheet as no error, and falls back to copying when sharing fails', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(
      shareLink({ share: () => Promise.reject(abort), clipboard: { writeText } }, data),
    ).resolves.toBe('cancelled');
    await expect(
      shareLink({ share: () => Promise.reject(new Error('denied')), clipboard: { writeText } }, data),
    ).resolves.toBe('copied');
  });

  it('fails when neither works', async () => {
    await expect(shareLink({}, data)).resolves.toBe('failed');
    await expect(
      shareLink({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } }, data),
    ).resolves.toBe('failed');
  });
});

describe('copyText', () => {
  it('says it was copied, or to copy it by hand when the browser refuses', async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyText('https://x', 'copied', 'failed', clipboard)).toBe('copied');
    expect(written).toEqual(['https://x']);
    const refusing = { writeText: () => Promise.reject(new Error('denied')) };
    expect(await copyText('https://x', 'copied', 'failed', refusing)).toBe('failed');
    expect(await copyText('https://x', 'copied', 'failed', undefined)).toBe('failed');
  });
});
