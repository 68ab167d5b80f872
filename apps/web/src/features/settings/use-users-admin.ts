import { listVendorUsers, usersReport, usersReportDownload } from '@contact/domain/settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, download } from '../../api/http-client';
import { saveFile } from '../../ui/save-file';
import type { SettingsRecord } from './section-api';
import { settingsKeys } from './settings-keys';

/**
 * The vendor's own staff; the server answers only to vendor staff, so a refusal (403) means
 * the signed-in user is not one and there is no such list to show.
 */
export function useVendorUsers() {
  return useQuery({
    queryKey: [...settingsKeys.records('user'), 'vendor'],
    queryFn: ({ signal }) => call(listVendorUsers, { signal }) as Promise<SettingsRecord[]>,
  });
}

/** The users with their breaks on a day (YYYY-MM-DD). */
export function useUsersReport(date: string) {
  return useQuery({
    queryKey: [...settingsKeys.all, 'users-report', date],
    queryFn: ({ signal }) => call(usersReport, { query: { date }, signal }),
    enabled: date !== '',
  });
}

/** GET /settings/users/report/download: the CSV, saved under the server's file name. */
export function useDownloadUsersReport() {
  return useMutation({
    mutationFn: async (date: string) => {
      const { blob, filename } = await download(usersReportDownload, { query: { date } });
      const name = filename ?? `usuarios-${date}.csv`;
      saveFile(blob, name);
      return name;
    },
  });
}
