export * from "./accounts";
export * from "./contacts";
export * from "./mail";
export * from "./sms";
export * from "./files";
export * from "./activity";
export * from "./tags";
