import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import {Dialog} from '~/features/shell/Dialog';
import {ShippingInfo, type ShippingDestination} from './ShippingInfo';

export interface ShippingDialogProps {
  open: boolean;
  onClose: () => void;
  destination: ShippingDestination;
  /** The page that says in full what the modal sums up. */
  fullPolicyPath: string;
}

/** Spec 2's shipping modal, opened from the footer. */
export function ShippingDialog({
  open,
  onClose,
  destination,
  fullPolicyPath,
}: ShippingDialogProps) {
  const {t} = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('footer.shipping.title')}>
      <ShippingInfo destination={destination} />
      <p className="dialog__footnote">
        <Link to={fullPolicyPath} onClick={onClose}>
          {t('footer.shipping.fullPolicy')}
        </Link>
      </p>
    </Dialog>
  );
}
