import { describe, expect, it } from 'vitest';
import { createMoveQueue } from './move-queue';

interface Move {
  card: string;
  column: string;
}

type Columns = Record<string, string>;

/** A board of card → column on screen and on the server, with calls the test answers one by one. */
function setup(start: Columns) {
  let screen: Columns = { ...start };
  const server: Columns = { ...start };
  const sent: Move[] = [];
  const answers: { move: Move; accept: () => void; refuse: (message: string) => void }[] = [];
  const queue = createMoveQueue<Move>(async (move) => {
    const before = screen;
    screen = { ...screen, [move.card]: move.column };
    return {
      rollback: () => {
        screen = before;
      },
    };
  });
  const call = (move: Move) =>
    new Promise<Columns>((resolve, reject) => {
      sent.push(move);
      answers.push({
        move,
        accept: () => {
          server[move.card] = move.column;
          resolve({ ...server });
        },
        refuse: (message) => reject(new Error(message)),
      });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, call, sent, answers, flush, screen: () => screen, server: () => server };
}

describe('createMoveQueue', () => {
  it('shows every move at once and sends them one at a time, in order, each with its own target', async () => {
    const board = setup({ a: 'identified', b: 'identified' });
    const first = board.queue.enqueue({ card: 'a', column: 'in_review' }, board.call);
    const second = board.queue.enqueue({ card: 'a', column: 'negotiating' }, board.call);
    const third = board.queue.enqueue({ card: 'b', column: 'realised' }, board.call);
    await board.flush();

    expect(board.screen()).toEqual({ a: 'negotiating', b: 'realised' });
    expect(board.sent).toEqual([{ card: 'a', column: 'in_review' }]);
    expect(board.queue.pending()).toHaveLength(3);

    board.answers[0]?.accept();
    await expect(first).resolves.toEqual({ a: 'in_review', b: 'identified' });
    await board.flush();
    expect(board.sent).toEqual([
      { card: 'a', column: 'in_review' },
      { card: 'a', column: 'negotiating' },
    ]);

    board.answers[1]?.accept();
    await second;
    await board.flush();
    board.answers[2]?.accept();
    await expect(third).resolves.toEqual({ a: 'negotiating', b: 'realised' });
    expect(board.sent.map((move) => move.column)).toEqual(['in_review', 'negotiating', 'realised']);
    expect(board.queue.pending()).toEqual([]);
    expect(board.screen()).toEqual(board.server());
  });

  it('takes back only a refused move: the moves still waiting stay on screen and are still sent', async () => {
    const board = setup({ a: 'identified', b: 'identified', c: 'in_review' });
    const first = board.queue.enqueue({ card: 'a', column: 'in_review' }, board.call);
    const second = board.queue.enqueue({ card: 'b', column: 'negotiating' }, board.call);
    const third = board.queue.enqueue({ card: 'c', column: 'dismissed' }, board.call);
    await board.flush();
    expect(board.screen()).toEqual({ a: 'in_review', b: 'negotiating', c: 'dismissed' });

    board.answers[0]?.accept();
    await first;
    await board.flush();
    board.answers[1]?.refuse('You can only change opportunities you own.');
    await expect(second).rejects.toThrow('You can only change opportunities you own.');
    // b is back where the server has it; a (accepted) and c (still waiting) stay where they were put.
    expect(board.screen()).toEqual({ a: 'in_review', b: 'identified', c: 'dismissed' });
    expect(board.queue.pending()).toEqual([{ card: 'c', column: 'dismissed' }]);

    await board.flush();
    expect(board.sent.at(-1)).toEqual({ card: 'c', column: 'dismissed' });
    // A later refusal does not bring the earlier refused move back.
    board.answers[2]?.refuse('Opportunity not found.');
    await expect(third).rejects.toThrow('Opportunity not found.');
    expect(board.screen()).toEqual({ a: 'in_review', b: 'identified', c: 'in_review' });
    expect(board.screen()).toEqual(board.server());
  });

  it('takes back a refused first move while the next move of the same card waits', async () => {
    const board = setup({ a: 'identified' });
    const first = board.queue.enqueue({ card: 'a', column: 'in_review' }, board.call);
    const second = board.queue.enqueue({ card: 'a', column: 'negotiating' }, board.call);
    await board.flush();
    board.answers[0]?.refuse('Refused');
    await expect(first).rejects.toThrow('Refused');
    // The waiting move is shown again from the server's truth: the card is where it will end up.
    expect(board.screen()).toEqual({ a: 'negotiating' });
    await board.flush();
    board.answers[1]?.accept();
    await second;
    expect(board.screen()).toEqual(board.server());
  });

  it('sends nothing for a move that could not be shown, and carries on with the next', async () => {
    const calls: string[] = [];
    const queue = createMoveQueue<string>(async (move) => {
      if (move === 'refused') throw new Error('Sorry, this is a read-only demo account.');
      return { rollback: () => undefined };
    });
    const send = async (move: string) => {
      calls.push(move);
      return move;
    };
    await expect(queue.enqueue('refused', send)).rejects.toThrow('read-only');
    await expect(queue.enqueue('next', send)).resolves.toBe('next');
    expect(calls).toEqual(['next']);
    expect(queue.pending()).toEqual([]);
  });
});
