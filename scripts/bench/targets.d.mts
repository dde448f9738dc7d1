export declare function targetText(name: string): string;
