import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokensFor } from '@mocks/node';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/tokens';
import { useMockApi } from '@/test/mock-api';
import { FILE_MESSAGES } from '../model/file-checks';
import { NO_EMAIL_COLUMN } from '../model/header-mapping';
import { BulkImportDialog } from './BulkImportDialog';

const server = useMockApi();

function csvFile(text: string, name = 'users.csv', type = 'text/csv') {
  return new File([text], name, { type });
}

function renderDialog({ applyAccept = true } = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null, applyAccept });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BulkImportDialog open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Import users' }) };
}

let saved: Blob[] = [];
beforeEach(() => {
  storeTokens(tokensFor('admin@acme.test'));
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

const MIXED = [
  'First Name,Last Name,E-mail,Role,Buyer',
  'Ada,Lovelace,ada.import@acme.test,client_admin,yes',
  'Grace,Hopper,grace.import@acme.test,,no',
  ',Nobody,nobody.import@acme.test,,',
  'Alan,Turing,not-an-email,,',
  'Ada,Again,ADA.IMPORT@acme.test,,',
  'Olivia,Bennett,user@acme.test,,',
  'Tim,Berners-Lee,tim.import@acme.test,owner,maybe',
  // Another company's user: the preview cannot know, the server refuses it.
  'Maria,Gonzalez,admin@globex.test,,',
].join('\n');

describe('BulkImportDialog', () => {
  it('imports a mixed file and reports every row, with a download of the rejected ones', async () => {
    const { user, dialog } = renderDialog();
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(MIXED));

    expect(await within(dialog).findByText(/8 rows\. Check which column holds each field/)).toBeVisible();
    expect(within(dialog).getByLabelText('Email (required)')).toHaveDisplayValue('E-mail');
    expect(within(dialog).getByLabelText('Roles')).toHaveDisplayValue('Role');
    expect(within(dialog).getByLabelText('Cards user')).toHaveDisplayValue('— Not imported —');
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));

    expect(
      await within(dialog).findByText(
        (_, node) => node?.textContent === '8 rows: 3 ready to import, 3 with errors, 2 skipped.',
      ),
    ).toBeVisible();
    // The step's main control takes the focus from the button that went away (after the step renders).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Import 3 users' })).toHaveFocus());
    const preview = within(dialog).getByRole('list', { name: 'Rows to import' });
    expect(within(preview).getByText('First name is required.')).toBeVisible();
    expect(within(preview).getByText('Email is not a valid email.')).toBeVisible();
    expect(within(preview).getByText('Email is a duplicate of row 2 in this file.')).toBeVisible();
    expect(within(preview).getByText('An account with this e-mail already exists.')).toBeVisible();
    expect(within(preview).getByText('Roles must be user or client_admin.')).toBeVisible();
    expect(within(preview).getByText('Buyer must be yes or no.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 users' }));
    expect(await within(dialog).findByText('Import finished. 2 of 8 rows created.')).toBeVisible();
    expect(within(dialog).getByTestId('report-created')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('report-skipped')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('report-failed')).toHaveTextContent('4');
    const report = within(dialog).getByRole('list', { name: 'Rows not created' });
    expect(
      within(report)
        .getAllByText(/^Row \d+$/)
        .map((node) => node.textContent),
    ).toEqual(['Row 4', 'Row 5', 'Row 6', 'Row 7', 'Row 8', 'Row 9']);

    await user.click(within(dialog).getByRole('button', { name: 'Download rejected rows (6)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([
      ['First Name', 'Last Name', 'E-mail', 'Role', 'Buyer', 'reason'],
      ['', 'Nobody', 'nobody.import@acme.test', '', '', 'First name is required.'],
      ['Alan', 'Turing', 'not-an-email', '', '', 'Email is not a valid email.'],
      ['Ada', 'Again', 'ADA.IMPORT@acme.test', '', '', 'Email is a duplicate of row 2 in this file.'],
      ['Olivia', 'Bennett', 'user@acme.test', '', '', 'An account with this e-mail already exists.'],
      [
        'Tim',
        'Berners-Lee',
        'tim.import@acme.test',
        'owner',
        'maybe',
        'Roles must be user or client_admin. Buyer must be yes or no.',
      ],
      ['Maria', 'Gonzalez', 'admin@globex.test', '', '', 'An account with this e-mail already exists.'],
    ]);
  });

  it('explains files it cannot use', async () => {
    const { user, dialog } = renderDialog({ applyAccept: false });
    const input = within(dialog).getByLabelText('CSV file');
    await user.upload(input, csvFile('x', 'logo.png', 'image/png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FILE_MESSAGES.notCsv);
    await user.upload(input, csvFile('', 'empty.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FILE_MESSAGES.empty);
    await user.upload(input, csvFile('email\n', 'header.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FILE_MESSAGES.headerOnly);

    await user.upload(input, csvFile('Name,Surname\nAda,Lovelace', 'names.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_EMAIL_COLUMN);
    expect(within(dialog).getByRole('button', { name: 'Check rows' })).toBeDisabled();
  });

  it('cancels before the next batch and reports the rows it did not send', async () => {
    server.use(
      http.post('*/api/v1/users/bulk_import/', async () => {
        await delay(150);
        // Falls through to the real handler.
      }),
    );
    const lines = ['email,first_name,last_name'];
    for (let i = 0; i < 450; i += 1) lines.push(`bulk.${i}@acme.test,Bulk,Person`);
    const { user, dialog } = renderDialog();
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile(lines.join('\n')));
    await user.click(await within(dialog).findByRole('button', { name: 'Check rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 450 users' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    expect(
      await within(dialog).findByText('Import cancelled. 200 of 450 rows created.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(dialog).getByTestId('report-not-imported')).toHaveTextContent('250');
    expect(within(dialog).getByRole('button', { name: 'Download rejected rows (250)' })).toBeVisible();
  });
});
