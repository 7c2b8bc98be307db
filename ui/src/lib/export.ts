// Saving a season, league or cash list: the save dialog (its title, a file name made safe
// for every file system, the extension's filter), then the list written by the library.
import { save } from "@tauri-apps/plugin-dialog";
import { api, type ClubReport } from "./api";
import { withBusy } from "./busy.svelte";
import type { Lang } from "./i18n";

/** A name without the characters file systems refuse. */
export function fileName(name: string, ext: string): string {
  return `${name}.${ext}`.replace(/[\\/:*?"<>|]/g, "-");
}

/**
 * Asks where to save `report` as PDF or (Excel) CSV and writes it; the path written, or null
 * when the dialog was cancelled. Errors are the library's, for `describeError`.
 */
export async function exportClubReport(
  lang: Lang,
  report: ClubReport,
  format: "pdf" | "csv",
  dialogTitle: string,
  name: string,
  busyLabel: string,
): Promise<string | null> {
  const path = await save({ title: dialogTitle.replace(" …", ""), defaultPath: fileName(name, format), filters: [{ name: format.toUpperCase(), extensions: [format] }] });
  if (!path) return null;
  return withBusy(busyLabel, () => api.saveClubReport(report, format === "pdf" ? "pdf" : "excel_csv", lang, path));
}
