// Lists the functions over 80 lines and the files over 400 lines in packages/ and apps/, so
// long code is either split into named steps or says why it is long.
//
//   node scripts/long-functions.mjs [path prefix ...] [--missing]
//
// Each line reads `path:line name length` followed by the reason, or `(no reason)`. Tests,
// generated output (dist, .d.ts) and SQL migrations are skipped; the engine's generated data
// is JSON and is never read. Path prefixes keep only the files under them; `--missing` prints
// only the entries without a reason. The last lines give the counts.
//
// The convention for a reason: one line comment starting with `// Long:` directly above the
// function (among the comments just above it, a JSDoc block included), for example
//
//   // Long: one table of wording, row by row; splitting it would scatter the sentences.
//   function phrases() { ... }
//
// and, for a file, `// Long file:` among the comments at the top of the file.
//
// A function's length is its own lines: a named function inside it (a function declaration,
// a method of an object literal or class, a function stored in a named const or property) is
// a step with its own name and is measured on its own, so a factory returning a service's
// methods is as long as its shared set-up and the object around the methods. Anonymous
// callbacks (`rows.map((r) => ...)`, `transact(async (tx) => ...)`) count in their parent.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const MAX_FUNCTION_LINES = 80;
const MAX_FILE_LINES = 400;
const TOP_FOLDERS = ['packages', 'apps'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'tests', 'e2e', 'migrations']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_FILE = /(\.d\.ts|\.(test|spec)\.[cm]?[jt]sx?)$/;
const FUNCTION_REASON = /^\/\/\s*Long:\s*\S/;
const FILE_REASON = /^\/\/\s*Long file:\s*\S/;

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (SOURCE_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

function lineOf(file, pos) {
  return file.getLineAndCharacterOfPosition(pos).line + 1;
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function nameText(name, file) {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(file);
}

/** The node whose leading comments describe the function: its declaration statement. */
function commentHolder(node) {
  let holder = node;
  for (;;) {
    const parent = holder.parent;
    if (!parent) return holder;
    if (
      ts.isVariableDeclaration(parent) ||
      ts.isVariableDeclarationList(parent) ||
      ts.isVariableStatement(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isExportAssignment(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isCallExpression(parent) && parent.arguments.includes(holder)) ||
      ts.isExpressionStatement(parent)
    ) {
      holder = parent;
      continue;
    }
    return holder;
  }
}

function functionName(node, file) {
  if (node.name) return nameText(node.name, file);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return nameText(parent.name, file);
  }
  if (ts.isPropertyDeclaration(parent)) return nameText(parent.name, file);
  if (ts.isExportAssignment(parent)) return 'default export';
  for (let up = parent; up; up = up.parent) {
    if (ts.isCallExpression(up)) {
      const callee = up.expression.getText(file).replace(/\s+/g, '');
      const first = up.arguments[0];
      const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : '';
      return `(callback of ${callee.slice(0, 40)}${label})`;
    }
    if (ts.isVariableDeclaration(up)) return `(inside ${nameText(up.name, file)})`;
  }
  return '(anonymous)';
}

/** A function with a name of its own inside another: measured on its own. */
function isNamedStep(node) {
  if (!isFunctionLike(node)) return false;
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return true;
  const parent = node.parent;
  return (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  );
}

function linesOf(file, node) {
  return lineOf(file, node.end) - lineOf(file, node.getStart(file)) + 1;
}

/** Lines of the function less those of the named functions inside it. */
function ownLength(node, file) {
  let inner = 0;
  const visit = (child) => {
    if (isNamedStep(child)) {
      inner += linesOf(file, child);
      return;
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node.body, visit);
  return linesOf(file, node) - inner;
}

function commentLines(text, ranges) {
  const lines = [];
  for (const range of ranges ?? []) {
    const comment = text.slice(range.pos, range.end);
    for (const line of comment.split('\n')) lines.push(line.trim());
  }
  return lines;
}

function reasonAbove(node, file) {
  const text = file.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, commentHolder(node).getFullStart());
  const line = commentLines(text, ranges).find((l) => FUNCTION_REASON.test(l));
  return line?.replace(/^\/\/\s*Long:\s*/, '');
}

function fileReason(file) {
  const text = file.getFullText();
  const first = file.statements[0];
  const ranges = ts.getLeadingCommentRanges(text, first ? first.getFullStart() : 0);
  const line = commentLines(text, ranges).find((l) => FILE_REASON.test(l));
  return line?.replace(/^\/\/\s*Long file:\s*/, '');
}

function scriptKind(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function measure(fullPath) {
  const text = readFileSync(fullPath, 'utf8');
  const relative = path.relative(root, fullPath);
  const file = ts.createSourceFile(
    relative,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fullPath),
  );
  const functions = [];
  const visit = (node) => {
    if (isFunctionLike(node) && node.body) {
      const length = ownLength(node, file);
      if (length > MAX_FUNCTION_LINES) {
        functions.push({
          path: relative,
          line: lineOf(file, node.getStart(file)),
          name: functionName(node, file),
          length,
          total: linesOf(file, node),
          reason: reasonAbove(node, file),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  const longFile =
    lines > MAX_FILE_LINES ? { path: relative, lines, reason: fileReason(file) } : null;
  return { functions, longFile };
}

function print(label, entries, describe, missingOnly) {
  const shown = missingOnly ? entries.filter((e) => !e.reason) : entries;
  console.log(`${label}:`);
  for (const entry of shown) {
    console.log(`  ${describe(entry)}  ${entry.reason ? `Long: ${entry.reason}` : '(no reason)'}`);
  }
}

function main(argv) {
  const missingOnly = argv.includes('--missing');
  const prefixes = argv.filter((a) => !a.startsWith('--')).map((p) => path.normalize(p));
  const files = TOP_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
    .map((full) => ({ full, relative: path.relative(root, full) }))
    .filter(({ relative }) => prefixes.length === 0 || prefixes.some((p) => relative.startsWith(p)))
    .sort((a, b) => a.relative.localeCompare(b.relative));
  const functions = [];
  const longFiles = [];
  for (const { full } of files) {
    const result = measure(full);
    functions.push(...result.functions);
    if (result.longFile) longFiles.push(result.longFile);
  }
  functions.sort((a, b) => b.length - a.length);
  longFiles.sort((a, b) => b.lines - a.lines);
  print(
    `Functions over ${MAX_FUNCTION_LINES} lines`,
    functions,
    (f) =>
      `${f.path}:${f.line} ${f.name} ${f.length}` +
      (f.total > f.length ? ` (${f.total} with its named inner functions)` : ''),
    missingOnly,
  );
  print(
    `Files over ${MAX_FILE_LINES} lines`,
    longFiles,
    (f) => `${f.path} ${f.lines}`,
    missingOnly,
  );
  const count = (list) =>
    `${list.length} (${list.filter((e) => !e.reason).length} without a reason)`;
  console.log(`${files.length} files read`);
  console.log(`functions over ${MAX_FUNCTION_LINES} lines: ${count(functions)}`);
  console.log(`files over ${MAX_FILE_LINES} lines: ${count(longFiles)}`);
}

main(process.argv.slice(2));
