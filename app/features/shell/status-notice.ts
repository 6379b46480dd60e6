import {NOTICE_AUTO_HIDE_MS} from '@brush/rules/limits';

export const NOTICE_TYPES = ['normal', 'error', 'success'] as const;

export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface StatusNotice {
  content: string;
  type: NoticeType;
  autoHide: boolean;
  /** How long the notice stays when autoHide is on. */
  autoHideMs: number;
}

export const NOTICE_DEFAULTS: Omit<StatusNotice, 'content'> = {
  type: 'normal',
  autoHide: true,
  autoHideMs: NOTICE_AUTO_HIDE_MS,
};

/** A notice with the spec's defaults for whatever is not given. */
export function createNotice(
  content: string,
  options: Partial<Omit<StatusNotice, 'content'>> = {},
): StatusNotice {
  return {
    content,
    type: options.type ?? NOTICE_DEFAULTS.type,
    autoHide: options.autoHide ?? NOTICE_DEFAULTS.autoHide,
    autoHideMs: options.autoHideMs ?? NOTICE_DEFAULTS.autoHideMs,
  };
}
