// Long operations (imports, PDFs, backups, draws) run off the window's thread in the shell;
// while one runs, the window shows what it is doing and stays responsive.
export const busy = $state({ count: 0, label: "" });

/** Runs `work`, showing `label` in the status bar until it settles. */
export async function withBusy<T>(label: string, work: () => Promise<T>): Promise<T> {
  busy.count += 1;
  busy.label = label;
  try {
    return await work();
  } finally {
    busy.count -= 1;
  }
}
