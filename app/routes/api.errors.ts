export {errorReportAction as action} from '~/features/shell/error-report.server';
