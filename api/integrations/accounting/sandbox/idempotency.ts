/**
 * The accounting sandboxes' memory of first answers per idempotency key (QuickBooks' requestid, Xero's
 * Idempotency-Key), bounded as a real service's is: an answer is kept for a day (a retry comes within minutes) and at
 * most `max` of them, the oldest forgotten first. The answer is kept the moment the request is taken, so a repeat that
 * arrives before the first has been answered waits for that same answer instead of acting twice.
 */
export interface KeptAnswer {
  status: number;
  body: string;
}

export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
export const MAX_KEPT_ANSWERS = 10_000;

export class AnswerMemory {
  private readonly answers = new Map<string, { answer: Promise<KeptAnswer>; at: number }>();

  constructor(
    private readonly keptMs = ANSWER_KEPT_MS,
    private readonly max = MAX_KEPT_ANSWERS,
  ) {}

  /** The first answer to `id`, while it is kept. */
  get(id: string, now: number): Promise<KeptAnswer> | undefined {
    const kept = this.answers.get(id);
    if (!kept) return undefined;
    if (now - kept.at < this.keptMs) return kept.answer;
    this.answers.delete(id);
    return undefined;
  }

  /** Keeps `answer` as the first to `id`, forgetting the expired and, past `max`, the oldest. */
  keep(id: string, answer: Promise<KeptAnswer>, now: number): void {
    this.answers.delete(id);
    this.answers.set(id, { answer, at: now });
    // A Map iterates in insertion order: the oldest first.
    for (const [old, kept] of this.answers) {
      if (this.answers.size <= this.max && now - kept.at < this.keptMs) break;
      this.answers.delete(old);
    }
  }

  get size(): number {
    return this.answers.size;
  }
}
