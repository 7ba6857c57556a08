export { sendSms, type OutgoingSms } from "./send";
export { SMS_STATUS } from "./constants";
