/** What Linux says of a running process, read from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

/** Live child processes of `pid` (by the parent field of /proc/<child>/stat). */
export function childrenOf(pid: number): number[] {
  const kids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name (field 2) is in parentheses and may hold spaces: read after it
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) kids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return kids;
}
