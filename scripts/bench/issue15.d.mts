export declare const ISSUE_15: Record<string, { previous: string; target: string }>;
export declare function issueText(name: string): string;
