import { toEditorAnnotations } from './sql-validation';

describe('toEditorAnnotations', () => {
  it("turns validate_sql's 1-based lines and columns into Ace's 0-based rows and columns", () => {
    expect(toEditorAnnotations([{ line_number: 3, start_column: 6, end_column: 6, message: 'Unable to parse SQL' }])).toEqual([
      { row: 2, column: 5, text: 'Unable to parse SQL', type: 'error' },
    ]);
  });
});
