/** A progress bar on a terminal (redrawn in place on stderr); nothing when stderr is not a terminal. */
/** Where it draws: process.stderr, or a command's stderr (src/commands/command.ts). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export function progressBar(label: string, stream: ProgressStream = process.stderr): (done: number, total: number) => void {
  if (!stream.isTTY) return () => {};
  const width = 30;
  return (done, total) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) stream.write('\n');
  };
}
