/**
 * The resume builder in the contract, by concern:
 * - builder-templates.ts: the six templates' designs and the page sizes;
 * - builder-layout.ts: the layout model every renderer prints (`layoutResume`), and the ATS text;
 * - builder-export.ts: the export request and its formats, and the parse and save requests;
 * - builder-html.ts: the HTML export, from the layout model.
 * The resume document itself is resume-document.ts.
 */
export * from './builder-templates';
export * from './builder-layout';
export * from './builder-export';
