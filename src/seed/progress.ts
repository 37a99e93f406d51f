/** A progress bar on a terminal (redrawn in place on stderr); nothing when stderr is not a terminal. */
import type { WriteStream } from 'node:tty';

export function progressBar(label: string, stream: NodeJS.WriteStream | WriteStream = process.stderr): (done: number, total: number) => void {
  if (!stream.isTTY) return () => {};
  const width = 30;
  return (done, total) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) stream.write('\n');
  };
}
