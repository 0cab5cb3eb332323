export declare const backgroundWorkerOptions: { resourceLimits: { maxYoungGenerationSizeMb: number } };
export declare function lowerThisThreadPriority(): boolean;
