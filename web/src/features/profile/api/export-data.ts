import { accountExportSchema } from '@nasl/core/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { downloadTextFile } from '@/lib/device/download';

const FALLBACK_FILE_NAME = 'nasl-my-data.json';

/** The file name the server gives the download (`Content-Disposition`). */
export function fileNameOf(contentDisposition: string | null): string {
  return /filename="([^"/\\]+)"/.exec(contentDisposition ?? '')?.[1] ?? FALLBACK_FILE_NAME;
}

/** Downloads everything Nasl keeps about the person as a JSON file. */
export async function exportData(): Promise<void> {
  const { data, headers } = await api.getWithHeaders('/api/user/export', accountExportSchema);
  downloadTextFile(
    fileNameOf(headers.get('content-disposition')),
    `${JSON.stringify(data, null, 2)}\n`,
    'application/json',
  );
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
