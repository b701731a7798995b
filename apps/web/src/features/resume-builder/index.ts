/** The resume builder: six templates, live preview, PDF, DOCX and HTML export. */
export { ResumeBuilderView } from './components/builder-view';
export { ExportAsFile, exportTextAsFile } from './components/export-as-file';
