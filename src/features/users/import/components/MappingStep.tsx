import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { fieldLabel, IMPORT_FIELDS, type ImportField } from '../model/import-fields';
import { assignColumn, mappingProblem, type ColumnMapping } from '../model/header-mapping';

interface MappingStepProps {
  fileName: string;
  headers: readonly string[];
  rowCount: number;
  sample: readonly string[][];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onContinue: () => void;
  busy: boolean;
}

const REQUIRED: ReadonlySet<ImportField> = new Set(['first_name', 'last_name', 'email']);
const NOT_IMPORTED = '';

function columnName(header: string, index: number): string {
  return header.trim() || `Column ${index + 1}`;
}

/** Step 2: which column feeds each field (auto-matched by header name; changeable). */
export function MappingStep({
  fileName,
  headers,
  rowCount,
  sample,
  mapping,
  onChange,
  onBack,
  onContinue,
  busy,
}: MappingStepProps) {
  const problem = mappingProblem(mapping);
  const options = [
    { value: NOT_IMPORTED, label: '— Not imported —' },
    ...headers.map((header, index) => ({ value: String(index), label: columnName(header, index) })),
  ];
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <strong className="font-medium">{fileName}</strong>: {rowCount.toLocaleString('en-GB')}{' '}
        {rowCount === 1 ? 'row' : 'rows'}. Check which column holds each field.
      </p>
      {problem && (
        <p
          role="alert"
          className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {problem}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => {
          const column = mapping[field];
          const examples =
            column === null
              ? []
              : sample.map((cells) => (cells[column] ?? '').trim()).filter((value) => value !== '');
          return (
            <SelectField
              key={field}
              label={`${fieldLabel(field)}${REQUIRED.has(field) ? ' (required)' : ''}`}
              options={options}
              value={column === null ? NOT_IMPORTED : String(column)}
              disabled={busy}
              hint={examples.length > 0 ? `e.g. ${examples.join(', ')}` : undefined}
              onChange={(event) =>
                onChange(
                  assignColumn(
                    mapping,
                    field,
                    event.target.value === NOT_IMPORTED ? null : Number(event.target.value),
                  ),
                )
              }
            />
          );
        })}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Choose another file
        </Button>
        <Button data-autofocus onClick={onContinue} disabled={problem !== null} busy={busy}>
          Check rows
        </Button>
      </div>
    </div>
  );
}
