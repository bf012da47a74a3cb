/**
 * Bulk user import, for client admins: choose or drop a CSV → map its columns →
 * preview every row with the field rules and the duplicate checks → import in batches with a
 * progress bar and Cancel → a report of every row that was not created, downloadable as CSV.
 * Parsing and checking run in a Web Worker (engine.ts); the dialog keeps only the verdicts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { saveFile } from '@/lib/save-file';
import { useBulkImportMutation } from '../api/bulk-import-mutations';
import { existingUsersQueries } from '../api/existing-users';
import { FILE_MESSAGES, fileProblem } from '../model/file-checks';
import { createImportEngine, READ_FAILED, type ImportEngine } from '../engine';
import { autoMap, type ColumnMapping } from '../model/header-mapping';
import type { ImportProgress, RunImportResult } from '../import-runner';
import type { PreparedRow } from '../model/prepare';
import { buildReport, rejectedFileName, rejectedRows, type ImportReport } from '../model/report';
import type { ParseSummary } from '../session';
import { FileStep } from './FileStep';
import { ImportingStep } from './ImportingStep';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ReportStep } from './ReportStep';

export interface BulkImportDialogProps {
  open: boolean;
  onClose: () => void;
}

type Parsed = Extract<ParseSummary, { ok: true }>;

type Step =
  | { name: 'choose'; busyFile: string | null; error: string | null }
  | { name: 'map'; file: Parsed; mapping: ColumnMapping; checking: boolean }
  | { name: 'preview'; file: Parsed; mapping: ColumnMapping; rows: PreparedRow[]; existingUnknown: boolean }
  | { name: 'importing'; progress: ImportProgress; cancelling: boolean }
  | { name: 'report'; report: ImportReport };

const DESCRIPTIONS: Record<Step['name'], string> = {
  choose: 'Step 1 of 4: choose a CSV file of the people to add.',
  map: 'Step 2 of 4: match the file’s columns to user fields.',
  preview: 'Step 3 of 4: check the rows before importing.',
  importing: 'Step 4 of 4: importing.',
  report: 'Done: what happened to every row.',
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : READ_FAILED);

export function BulkImportDialog({ open, onClose }: BulkImportDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'choose', busyFile: null, error: null });
  const locked = step.name === 'importing';
  const close = () => {
    // Closing mid-import would leave batches running unseen: Cancel first.
    if (!locked) onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Import users" description={DESCRIPTIONS[step.name]} size="lg">
      {open && <ImportFlow step={step} setStep={setStep} onClose={close} />}
    </Modal>
  );
}

export default BulkImportDialog;

interface ImportFlowProps {
  step: Step;
  setStep: (step: Step | ((current: Step) => Step)) => void;
  onClose: () => void;
}

function ImportFlow({ step, setStep, onClose }: ImportFlowProps) {
  const queryClient = useQueryClient();
  const importMutation = useBulkImportMutation();
  const engine = useRef<Promise<ImportEngine> | null>(null);
  const cancelled = useRef(false);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const container = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step.name);

  // A new step replaces the focused button: focus its main control (or the step itself) instead.
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    const target = container.current?.querySelector<HTMLElement>('[data-autofocus]') ?? container.current;
    target?.focus();
  }, [step.name]);

  // Start loading the existing e-mails while the file is being chosen; drop the worker on close.
  useEffect(() => {
    void queryClient.prefetchQuery(existingUsersQueries.emails());
    return () => {
      // Torn down mid-import (a navigation): send no further batches.
      cancelled.current = true;
      void engine.current?.then((old) => old.dispose());
      engine.current = null;
      setStep({ name: 'choose', busyFile: null, error: null });
    };
  }, [queryClient, setStep]);

  async function choose(files: readonly File[]) {
    if (files.length === 0) return;
    if (files.length > 1) return setStep({ name: 'choose', busyFile: null, error: FILE_MESSAGES.many });
    const file = files[0]!;
    const problem = fileProblem(file);
    if (problem) return setStep({ name: 'choose', busyFile: null, error: problem });
    setStep({ name: 'choose', busyFile: file.name, error: null });
    void engine.current?.then((old) => old.dispose());
    const current = createImportEngine();
    engine.current = current;
    // A file chosen meanwhile (or closing the dialog) replaces this one: its late answers are dropped.
    try {
      const summary = await (await current).parse(file);
      if (engine.current !== current) return;
      if (!summary.ok) return setStep({ name: 'choose', busyFile: null, error: summary.message });
      setStep({ name: 'map', file: summary, mapping: autoMap(summary.headers), checking: false });
    } catch (error) {
      if (engine.current === current) setStep({ name: 'choose', busyFile: null, error: messageOf(error) });
    }
  }

  async function check(file: Parsed, mapping: ColumnMapping) {
    setStep({ name: 'map', file, mapping, checking: true });
    let existing: string[] | null;
    try {
      existing = await queryClient.fetchQuery(existingUsersQueries.emails());
    } catch {
      existing = null;
    }
    try {
      const rows = await (await engine.current!).prepare(mapping, existing);
      // A transition renders in slices, so a 100,000-row preview never holds the main thread long.
      startTransition(() =>
        setStep({ name: 'preview', file, mapping, rows, existingUnknown: existing === null }),
      );
    } catch (error) {
      setStep({ name: 'choose', busyFile: null, error: messageOf(error) });
    }
  }

  async function runImport(rows: PreparedRow[]) {
    cancelled.current = false;
    const total = rows.filter((row) => row.status === 'ready').length;
    setStep({ name: 'importing', progress: { done: 0, total, created: 0, failed: 0 }, cancelling: false });
    let run: RunImportResult;
    try {
      run = await importMutation.mutateAsync({
        rows,
        shouldStop: () => cancelled.current,
        onProgress: (progress) =>
          setStep((current) => (current.name === 'importing' ? { ...current, progress } : current)),
      });
    } catch (error) {
      // Batch failures are results, not errors; this is a bug, and the report still lists every row.
      run = { results: new Map(), cancelled: false, stoppedBy: messageOf(error) };
    }
    const report = buildReport(rows, run);
    startTransition(() => setStep({ name: 'report', report }));
  }

  async function downloadRejected(report: ImportReport) {
    setDownload({ busy: true, error: null });
    try {
      const text = await (await engine.current!).rejectedCsv(rejectedRows(report));
      // The byte-order mark makes Excel read the file as UTF-8.
      saveFile({
        blob: new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }),
        filename: rejectedFileName(),
      });
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: messageOf(error) });
    }
  }

  return (
    <div ref={container} tabIndex={-1} className="outline-none">
      {renderStep()}
    </div>
  );

  function renderStep() {
    switch (step.name) {
      case 'choose':
        return (
          <FileStep busyFile={step.busyFile} error={step.error} onChoose={(files) => void choose(files)} />
        );
      case 'map':
        return (
          <MappingStep
            fileName={step.file.fileName}
            headers={step.file.headers}
            rowCount={step.file.rowCount}
            sample={step.file.sample}
            mapping={step.mapping}
            busy={step.checking}
            onChange={(mapping) => setStep({ ...step, mapping })}
            onBack={() => setStep({ name: 'choose', busyFile: null, error: null })}
            onContinue={() => void check(step.file, step.mapping)}
          />
        );
      case 'preview':
        return (
          <PreviewStep
            rows={step.rows}
            existingUnknown={step.existingUnknown}
            onBack={() => setStep({ name: 'map', file: step.file, mapping: step.mapping, checking: false })}
            onImport={() => void runImport(step.rows)}
          />
        );
      case 'importing':
        return (
          <ImportingStep
            progress={step.progress}
            cancelling={step.cancelling}
            onCancel={() => {
              cancelled.current = true;
              setStep({ ...step, cancelling: true });
            }}
          />
        );
      case 'report':
        return (
          <ReportStep
            report={step.report}
            downloading={download.busy}
            downloadError={download.error}
            onDownload={() => void downloadRejected(step.report)}
            onAgain={() => {
              setDownload({ busy: false, error: null });
              setStep({ name: 'choose', busyFile: null, error: null });
            }}
            onDone={onClose}
          />
        );
    }
  }
}
