/** react-query `retry`: a refusal or a 404 (4xx) will not change by asking again; anything else gets two more tries. */
export const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return !(status !== undefined && status >= 400 && status < 500) && failures < 2;
};
