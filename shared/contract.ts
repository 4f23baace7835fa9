/** The API contract every response and error body names (spec: "Versioning"). */
export const apiContract = { contract: 'video-composition-api', contractVersion: '1.0.0' } as const;
