import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '@careerforge/contract';
import { renderExport } from '../src/modules/resume-builder/render';
import { parseDocument } from '../src/modules/resumes/extract/parse';
import { DOC } from './resume-builder-fixture';

/**
 * The export worker renders every PDF in one process, with fonts registered once: each
 * document's text must read back whole whatever documents came before it. Embedding a letter
 * drawn from another glyph and an accent ("í" from "ı", "ή" from "η", "Й" from "И") left
 * fontkit's shared glyph for the base letter without its code point, and in every later
 * document that letter was missing from the PDF's text ("Ayşe Ylmaz" after "Antonín
 * Dvořák"). So the list puts such a letter's accented form first, in the same face (names
 * are bold, the lines regular), then other scripts.
 */
const PEOPLE: [name: string, line: string][] = [
  ['Antonín Dvořák', 'Řídil tým v Brně a Plzni'],
  ['Ayşe Yılmaz', 'Led the Kırıkkale and Iğdır rollouts'],
  ['Νίκος Ζήσης', 'Σύμβουλος στη Ζάκυνθο'],
  ['Γιώργος Παπαδόπουλος', 'Διοίκηση ομάδας στην Αθήνα'],
  ['Йоко Ёсида', 'Йемен, Йорк'],
  ['Иван Ефимов', 'Руководил командой в Иркутске'],
  ['Trần Đức Thắng', 'Giám đốc tại Đà Nẵng'],
  ['Lưu Ngọc Phương', 'Quản lý dự án ở Thương mại Hà Nội'],
  ['José Núñez', 'Optimised office efficiency in Málaga'],
  ['Paweł Łukasz Wójcik', 'Zarządzał zespołem w Łodzi i Gdańsku'],
  ['Nguyễn Thị Hồng', 'Quản lý dự án ở Hà Nội'],
  ['王小明', '负责北京团队的项目'],
  ['김민준', '서울 팀 프로젝트 관리'],
  // Arabic letters are drawn as their joined forms, each a glyph of its own
  ['ليلى حداد (Layla Haddad)', 'أدرت فريق الهندسة في الرياض وجدة'],
  ['بيت ثابت نبيل', 'نفذت مشاريع تقنية في بيروت'],
  ['דוד כהן', 'ניהלתי צוות בתל אביב'],
];

function resumeOf(name: string, line: string): ResumeDocument {
  const [first, ...rest] = DOC.experience;
  return {
    ...DOC,
    personal: { ...DOC.personal, name },
    summary: `${line}.`,
    experience: [{ ...first!, bullets: [line, ...first!.bullets] }, ...rest],
  };
}

const flat = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

describe('PDF export: many documents in one process', () => {
  // a sans and a serif template (Noto Sans, Noto Serif); the list in order, then reversed
  for (const template of ['modern-professional', 'executive-classic'] as const)
    it(`${template}: every name reads back, in any order`, async () => {
      const missing: string[] = [];
      for (const people of [PEOPLE, [...PEOPLE].reverse()])
        for (const [name, line] of people) {
          const file = await renderExport({
            format: 'pdf',
            pageSize: 'a4',
            template,
            document: resumeOf(name, line),
          });
          const text = flat(await parseDocument(new Uint8Array(file.bytes), 'pdf', 100_000));
          for (const want of [name, line]) if (!text.includes(want)) missing.push(want);
        }
      expect(missing).toEqual([]);
    });
});
