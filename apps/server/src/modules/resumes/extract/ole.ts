import { unreadable } from './limits';

/**
 * Checks a Word .doc (an OLE compound file) before word-extractor opens it. That reader
 * trusts the file's header: a sector size of 1 GB, an allocation table that claims millions
 * of sectors, a sector chain that loops or a directory tree whose entries point at each
 * other make it allocate gigabytes or loop until it runs out of memory. Here every number
 * is checked against the file itself: sector sizes are the two the format allows, every
 * table and chain stays inside the file, no chain loops and every directory entry has at most
 * one parent. After that, anything the reader allocates for the container is bounded by the
 * size of the file. (The text inside is bounded by the worker's memory cap and time limit.)
 */

export const DAMAGED_DOC =
  'This Word .doc document could not be read. It may be damaged or password-protected; save it as .docx or paste the text instead.';

const damaged = () => unreadable(DAMAGED_DOC);

const FREE = -1;
const NO_ENTRY = -1;

/** Rejects a table (sector ids, each pointing at the next) with an entry out of range or a loop. */
function checkChains(table: Int32Array, limit: number): void {
  const state = new Uint8Array(table.length); // 0 new, 1 on the current walk, 2 checked
  const walk: number[] = [];
  for (let start = 0; start < table.length; start++) {
    let id = start;
    while (id >= 0 && id < table.length && state[id] === 0) {
      state[id] = 1;
      walk.push(id);
      const next = table[id]!;
      if (next >= limit) throw damaged();
      id = next;
    }
    if (id >= 0 && id < table.length && state[id] === 1) throw damaged();
    for (const done of walk) state[done] = 2;
    walk.length = 0;
  }
}

/** The sector ids of the chain starting at `start` (the table has no loops by now). */
function chain(table: Int32Array, start: number): number[] {
  const ids: number[] = [];
  for (let id = start; id > FREE && id < table.length; id = table[id]!) ids.push(id);
  return ids;
}

export function checkDoc(buf: Buffer): void {
  if (buf.length < 512) throw damaged();
  const shift = buf.readUInt16LE(30);
  if ((shift !== 9 && shift !== 12) || buf.readUInt16LE(32) !== 6) throw damaged();
  if (buf.readInt32LE(56) !== 4096) throw damaged();
  const sector = 1 << shift;
  // Sectors after the header (which takes the first sector's place).
  const sectors = Math.ceil(buf.length / sector) - 1;
  const fatSectors = buf.readInt32LE(44);
  const dirStart = buf.readInt32LE(48);
  const miniFatStart = buf.readInt32LE(60);
  const miniFatSectors = buf.readInt32LE(64);
  let difat = buf.readInt32LE(68);
  const difatSectors = buf.readInt32LE(72);
  for (const n of [fatSectors, miniFatSectors, difatSectors])
    if (n < 0 || n > sectors) throw damaged();
  if (fatSectors < 1) throw damaged();

  const at = (id: number) => {
    if (id < 0 || id >= sectors) throw damaged();
    return (id + 1) * sector;
  };
  const perSector = sector / 4;

  // Where the allocation table's sectors are: 109 in the header, the rest in DIFAT sectors.
  const fatIds: number[] = [];
  for (let i = 0; i < Math.min(109, fatSectors); i++) fatIds.push(buf.readInt32LE(76 + i * 4));
  for (let n = 0; n < difatSectors && fatIds.length < fatSectors; n++) {
    const base = at(difat);
    for (let i = 0; i < perSector - 1 && fatIds.length < fatSectors; i++)
      fatIds.push(buf.readInt32LE(base + i * 4));
    difat = buf.readInt32LE(base + sector - 4);
  }
  if (fatIds.length !== fatSectors) throw damaged();

  const fat = new Int32Array(fatSectors * perSector);
  fatIds.forEach((id, n) => {
    const base = at(id);
    if (base + sector > buf.length) throw damaged();
    for (let i = 0; i < perSector; i++) fat[n * perSector + i] = buf.readInt32LE(base + i * 4);
  });
  checkChains(fat, sectors);

  const miniFatIds = chain(fat, miniFatStart);
  if (miniFatIds.length !== miniFatSectors) throw damaged();
  const miniFat = new Int32Array(miniFatSectors * perSector);
  miniFatIds.forEach((id, n) => {
    const base = at(id);
    for (let i = 0; i < perSector; i++)
      miniFat[n * perSector + i] =
        base + i * 4 + 4 <= buf.length ? buf.readInt32LE(base + i * 4) : FREE;
  });
  checkChains(miniFat, miniFat.length);

  // The directory: a tree of 128-byte entries (left, right, child), each with one parent.
  const dirIds = chain(fat, dirStart);
  if (dirIds.length === 0) throw damaged();
  const entries = (dirIds.length * sector) / 128;
  const parents = new Uint8Array(entries);
  let root = -1;
  dirIds.forEach((id, n) => {
    const base = at(id);
    for (let i = 0; i < sector / 128; i++) {
      const entry = base + i * 128;
      if (entry + 128 > buf.length) return;
      const type = buf.readInt8(entry + 66);
      if (type === 0) continue; // unused: its links mean nothing
      if (type === 5 && root < 0) root = n * (sector / 128) + i;
      for (const offset of [68, 72, 76]) {
        const ref = buf.readInt32LE(entry + offset);
        if (ref === NO_ENTRY) continue;
        if (ref < 0 || ref >= entries || parents[ref]!++ > 0) throw damaged();
      }
    }
  });
  if (root < 0 || parents[root]! > 0) throw damaged();
}
