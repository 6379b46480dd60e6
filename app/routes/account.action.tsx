export {
  actionPageLoader as loader,
  actionPageAction as action,
} from '~/features/account/account-forms.server';
export {ActionPage as default, formMeta as meta} from '~/features/account/AccountForms';
