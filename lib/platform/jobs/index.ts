export { defineJob, type JobDefinition, type JobContext, type RetryPolicy } from "./define";
export { sendJob, sendJobAfter, type SendOptions } from "./send";
export { sendJobIn, sendJobsIn, prepareQueues } from "./send-in";
