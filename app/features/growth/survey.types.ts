/** What the survey's action answers, read by the survey page, form and popup. */
export type SurveyAnswer =
  /** `duplicate`: the cart already carried a completed survey (the provider's duplicate event). */
  | {state: 'complete'; duplicate: boolean}
  | {state: 'invalid'; fields: string[]}
  | {state: 'failed'};
