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
import {createNotice, type StatusNotice} from './status-notice';
import {CloseIcon} from '~/ui/icons';

/** What is not given takes the notice's defaults (docs/product/operations.md#status-notice). */
export type ShowNotice = Pick<StatusNotice, 'content'> &
  Partial<Pick<StatusNotice, 'type' | 'autoHide'>>;

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

  // The auto-hide delay starts when show() is called, not in a later render.
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

  const urgent = notice?.type === 'error';

  return (
    <StatusNoticeContext.Provider value={api}>
      {children}
      {/* Both live regions are always in the page. */}
      <div className="status-notices">
        <div role="status">
          {notice && !urgent && <NoticeCard notice={notice} onHide={hide} />}
        </div>
        <div role="alert">
          {notice && urgent && <NoticeCard notice={notice} onHide={hide} />}
        </div>
      </div>
    </StatusNoticeContext.Provider>
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

/** A shop used on a phone loses its connection now and then. */
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
