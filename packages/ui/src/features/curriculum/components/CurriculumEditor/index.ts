export { CurriculumEditor, type CurriculumEditorProps } from './CurriculumEditor';
