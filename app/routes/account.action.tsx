export {
  actionPageLoader as loader,
  actionPageAction as action,
} from '~/features/account/account-forms.server';
export {ActionPage as default} from '~/features/account/AccountForms';
export {loaderSeoMeta as meta} from '~/ui/page-meta';
