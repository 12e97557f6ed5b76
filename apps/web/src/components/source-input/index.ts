export * from './source-fields';
export { SOURCE_INPUT_NS, SourceInputFields, schemaRequires, sourceFieldRules, sourceSchemaOf } from './source-input-fields';
export { SourceExplanation, formulaText, type Explanation } from './source-explanation';
export { useDebounced } from './use-debounced';
export { activitySummary } from './activity-summary';
