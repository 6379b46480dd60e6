import {useCallback, useState} from 'react';
import {Link} from '@remix-run/react';
import {useTranslation} from '~/i18n/react';
import {Dialog} from '~/ui/Dialog';
import {CountryPicker} from './CountryPicker';
import {DroppedNotice} from './DroppedNotice';
import {ShippingInfo, type ShippingDestination} from './ShippingInfo';

export interface ShippingDialogProps {
  open: boolean;
  onClose: () => void;
  destination: ShippingDestination;
  fullPolicyPath: string;
}

/** docs/product/markets.md#shipping-modal: the info view, which opens the picker. */
export function ShippingDialog({
  open,
  onClose,
  destination,
  fullPolicyPath,
}: ShippingDialogProps) {
  const {t} = useTranslation();
  const [picking, setPicking] = useState(false);
  const [droppedTitles, setDroppedTitles] = useState<string[]>([]);
  const onChanged = useCallback(({droppedTitles}: {droppedTitles: string[]}) => {
    setDroppedTitles(droppedTitles);
    setPicking(false);
  }, []);
  const close = () => {
    setPicking(false);
    setDroppedTitles([]);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t(picking ? 'footer.shipping.pickerTitle' : 'footer.shipping.title')}
      className="shipping-dialog"
    >
      {picking ? (
        <CountryPicker onChanged={onChanged} onCancel={() => setPicking(false)} />
      ) : (
        <>
          <DroppedNotice countryName={destination.countryName} titles={droppedTitles} />
          <ShippingInfo
            destination={destination}
            changeCountry={
              <button
                type="button"
                className="button button--secondary shipping-info__change"
                onClick={() => {
                  setDroppedTitles([]);
                  setPicking(true);
                }}
              >
                {t('footer.shipping.changeCountry')}
              </button>
            }
          />
          <p className="dialog__footnote">
            <Link to={fullPolicyPath} onClick={close}>
              {t('footer.shipping.fullPolicy')}
            </Link>
          </p>
        </>
      )}
    </Dialog>
  );
}
