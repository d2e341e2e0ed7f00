/** Placeholder until issue #10's record actions land: every action the loan's status and the reader's role allow. */
export const LoanActions = () => null;
