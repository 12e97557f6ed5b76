/**
 * pdfmake's document model as plain data (a worker thread receives it as it is). Only what the
 * report builds is named; pdfmake checks the rest at render time.
 */
export type Content = string | ContentObject | Content[];
export type ContentObject = { [key: string]: unknown };
export type TableCell = Content;
export type DocDefinition = ContentObject & { content: Content[] };
