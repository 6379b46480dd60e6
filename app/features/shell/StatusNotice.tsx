import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useTranslation} from '~/i18n/react';
import {createNotice, type NoticeType, type StatusNotice} from './status-notice';
import {CloseIcon} from '~/ui/icons';

export interface ShowNotice {
  content: string;
  /** 'normal' unless given (docs/product/operations.md#status-notice). */
  type?: NoticeType;
  /**
   * True unless given: the notice then hides after NOTICE_AUTO_HIDE_MS
   * (docs/product/operations.md#status-notice).
   */
  autoHide?: boolean;
}

export interface StatusNoticeApi {
  show: (notice: ShowNotice) => void;
  hide: () => void;
}

const StatusNoticeContext = createContext<StatusNoticeApi | null>(null);

/** Any screen shows a notice through this; a new notice replaces the one showing. */
export function useStatusNotice(): StatusNoticeApi {
  const api = useContext(StatusNoticeContext);
  if (!api) throw new Error('useStatusNotice is used outside StatusNoticeProvider');
  return api;
}

export function StatusNoticeProvider({children}: {children: ReactNode}) {
  const [notice, setNotice] = useState<StatusNotice | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  // The auto-hide delay starts when show() is called, not in a later render, so a notice
  // stays exactly NOTICE_AUTO_HIDE_MS; a newer notice cancels the older one's delay.
  const show = useCallback(({content, type, autoHide}: ShowNotice) => {
    const next = createNotice(content, {type, autoHide});
    window.clearTimeout(hideTimer.current);
    if (next.autoHide) {
      hideTimer.current = window.setTimeout(() => setNotice(null), next.autoHideMs);
    }
    setNotice(next);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    setNotice(null);
  }, []);
  const api = useMemo(() => ({show, hide}), [show, hide]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  return (
    <StatusNoticeContext.Provider value={api}>
      {children}
      <NoticeRegions notice={notice} onHide={hide} />
    </StatusNoticeContext.Provider>
  );
}

/**
 * Both live regions are always in the page: screen readers announce text added to a region
 * that already exists, not a region that appears with its text. Errors interrupt (alert),
 * the rest wait their turn (status).
 */
function NoticeRegions({
  notice,
  onHide,
}: {
  notice: StatusNotice | null;
  onHide: () => void;
}) {
  const urgent = notice?.type === 'error';
  return (
    <div className="status-notices">
      <div role="status">
        {notice && !urgent && <NoticeCard notice={notice} onHide={onHide} />}
      </div>
      <div role="alert">
        {notice && urgent && <NoticeCard notice={notice} onHide={onHide} />}
      </div>
    </div>
  );
}

function NoticeCard({notice, onHide}: {notice: StatusNotice; onHide: () => void}) {
  const {t} = useTranslation();
  return (
    <div className={`status-notice status-notice--${notice.type}`}>
      <p>{notice.content}</p>
      {!notice.autoHide && (
        <button
          type="button"
          className="icon-button status-notice__close"
          aria-label={t('shell.dismissNotice')}
          onClick={onHide}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/**
 * A shop used on a phone loses its connection now and then; the shopper learns it here
 * rather than from a navigation that silently fails. Going offline stays until the
 * connection is back; being back hides on its own.
 */
export function ConnectionNotices() {
  const {t} = useTranslation();
  const {show} = useStatusNotice();
  useEffect(() => {
    const offline = () =>
      show({content: t('shell.offline'), type: 'error', autoHide: false});
    const online = () => show({content: t('shell.online')});
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [show, t]);
  return null;
}
