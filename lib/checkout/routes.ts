import { z } from "@hono/zod-openapi";
import { dataOf, idParam } from "@/lib/http/schemas";
import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { checkoutLocations, checkoutLogout, createCheckoutToken } from "./access";
import { access } from "./gate";
import { finalizeOrder, startOrder, updateOrder } from "./orders";
import { createProcessor, deleteProcessor, listProcessors } from "./processors";
import {
  archiveProducts, createProduct, deleteProducts, duplicateProduct, listAllProducts, listProducts, listSubscriptionProducts, productDetails, renameProduct, tagsByLocation, updateProduct,
} from "./products";
import {
  archiveBody, createTokenBody, locationRow, messageAnswer, orderAnswer, orderParam, orderUpdateBody, processorBody, processorRow, productCreateBody,
  productDetail, productIdBody, productIdsBody, productListQuery, productRow, productUpdateBody, publicIdParam, renameBody, startBody, tokenAnswer,
} from "./schemas";
import { pageSchema } from "@/lib/http/pagination";
import { publicLimit } from "./rate-limit";
import { listOrders } from "./order-list";
import { refundPayment } from "./refunds";
import { orderListQuery, orderRow, refundBody } from "./schemas";
import { deleteBump, listBumps, updateBump } from "./bumps";
import { applyCoupon, createCoupon, deleteCoupon, productCoupons, removeCoupon } from "./coupons";
import { defaultTemplates, deleteProof, productTemplate, trackingIds, updateTemplate } from "./templates";
import {
  applyCouponBody, bumpListQuery, bumpListRow, bumpUpdateBody, couponBody, couponRow, productIdParam, templateParams, templatePatch, trackingIdsSchema, trackingQuery,
} from "./schemas";

/** The checkout host (/api/checkout): doc 3 s7 "Checkout service". */
export const checkoutModule = defineModule("checkout", [
  // Access (doc 1 s8): the app's token buys a 12-hour checkout token.
  post("/user/create-token", { tenancy: "public", summary: "Checkout token", body: createTokenBody, answers: [401, 404], response: tokenAnswer }, ({ db, body }) => createCheckoutToken(db, body)),
  post("/auth/logout", { tenancy: "user", middleware: access.view.middleware, summary: "End the checkout token", response: z.object({ status: z.number() }) }, ({ db, ctx }) => checkoutLogout(db, ctx)),
  get("/user/locations", { tenancy: "user", middleware: access.view.middleware, permit: ["checkouts", "view"], response: dataOf(z.array(locationRow)) }, ({ db, ctx }) => checkoutLocations(db, ctx)),

  // Processors
  get("/stripe/processors", { ...access.view, response: dataOf(z.array(processorRow)) }, ({ db, ctx }) => listProcessors(db, ctx)),
  post("/stripe/create-processor", { ...access.create, body: processorBody, response: z.object({ data: processorRow, onboarding_url: z.string().nullable() }), status: 201 }, ({ db, ctx, body }) => createProcessor(db, ctx, body)),
  del("/stripe/{id}/delete-processor", { ...access.remove, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => deleteProcessor(db, ctx, params.id)),

  // Products
  get("/product/list", { ...access.view, query: productListQuery, response: pageSchema(productRow) }, ({ db, ctx, query }) => listProducts(db, ctx, query)),
  get("/product/list-all", { ...access.view, response: dataOf(z.array(productRow)) }, ({ db, ctx }) => listAllProducts(db, ctx)),
  get("/product/subscription-products", { ...access.view, response: dataOf(z.array(productRow)) }, ({ db, ctx }) => listSubscriptionProducts(db, ctx)),
  get("/tag/group-by-location", { ...access.view, response: dataOf(z.array(z.object({ location_id: z.number(), tags: z.array(z.object({ id: z.number(), name: z.string() })) }))) }, ({ db, ctx }) => tagsByLocation(db, ctx)),
  get("/product/{id}/details", { ...access.view, params: idParam, response: dataOf(productDetail) }, async ({ db, ctx, params }) => ({ data: await productDetails(db, ctx, params.id) })),
  post("/product/create", { ...access.create, body: productCreateBody, response: dataOf(productDetail), status: 201 }, async ({ db, ctx, body }) => ({ data: await createProduct(db, ctx, body) })),
  patch("/product/{id}/update", { ...access.update, params: idParam, body: productUpdateBody, response: dataOf(productDetail) }, async ({ db, ctx, params, body }) => ({ data: await updateProduct(db, ctx, params.id, body) })),
  patch("/product/{id}/rename", { ...access.update, params: idParam, body: renameBody, response: messageAnswer }, ({ db, ctx, params, body }) => renameProduct(db, ctx, params.id, body.name)),
  patch("/product/archive-unarchive", { ...access.update, body: archiveBody, response: messageAnswer }, ({ db, ctx, body }) => archiveProducts(db, ctx, body.ids, body.archive)),
  post("/product/duplicate", { ...access.create, body: productIdBody, response: messageAnswer.extend({ data: z.object({ id: z.number() }) }) }, ({ db, ctx, body }) => duplicateProduct(db, ctx, body.id)),
  del("/product/delete", { ...access.remove, body: productIdsBody, response: messageAnswer }, ({ db, ctx, body }) => deleteProducts(db, ctx, body.ids)),

  // Templates (doc 3 s9 defaults) and tracking ids
  get("/product/default-templates", { ...access.view, response: dataOf(z.record(z.string(), z.unknown())) }, () => defaultTemplates()),
  get("/product/{product_id}/product-template", { ...access.view, params: productIdParam, response: dataOf(z.record(z.string(), z.unknown())) }, ({ db, ctx, params }) => productTemplate(db, ctx, params.product_id)),
  patch("/product/{product_id}/update-template", { ...access.update, params: productIdParam, body: templatePatch, response: messageAnswer.extend({ data: z.record(z.string(), z.unknown()) }) }, ({ db, ctx, params, body }) => updateTemplate(db, ctx, params.product_id, body)),
  del("/{template}/{proof}/delete-proof", { ...access.update, params: templateParams, response: messageAnswer }, ({ db, ctx, params }) => deleteProof(db, ctx, params.template, params.proof)),
  get("/product/tracking-ids", { ...access.view, query: trackingQuery, response: dataOf(trackingIdsSchema) }, ({ db, ctx, query }) => trackingIds(db, ctx, query.product_id)),

  // Order bumps (set with the product's update; edited and removed here)
  get("/bump/list", { ...access.view, query: bumpListQuery, response: dataOf(z.array(bumpListRow)) }, ({ db, ctx, query }) => listBumps(db, ctx, query.product_id)),
  patch("/bump/{id}/update", { ...access.update, params: idParam, body: bumpUpdateBody, response: messageAnswer }, ({ db, ctx, params, body }) => updateBump(db, ctx, params.id, body)),
  del("/bump/{id}/delete", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => deleteBump(db, ctx, params.id)),

  // Coupons: made once, offered on a product (apply/remove), redeemed by code at checkout
  post("/stripe/create-coupon", { ...access.create, body: couponBody, response: messageAnswer.extend({ data: couponRow }), status: 201 }, ({ db, ctx, body }) => createCoupon(db, ctx, body)),
  del("/stripe/{id}/delete-coupon", { ...access.remove, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => deleteCoupon(db, ctx, params.id)),
  get("/product/{id}/coupons", { ...access.view, params: idParam, response: z.object({ data: z.array(couponRow), applied_coupon_id: z.number().nullable() }) }, ({ db, ctx, params }) => productCoupons(db, ctx, params.id)),
  patch("/{product_id}/apply-coupon", { ...access.update, params: productIdParam, body: applyCouponBody, response: messageAnswer }, ({ db, ctx, params, body }) => applyCoupon(db, ctx, params.product_id, body.coupon_id)),
  patch("/{id}/remove-coupon", { ...access.update, params: idParam, response: messageAnswer }, ({ db, ctx, params }) => removeCoupon(db, ctx, params.id)),

  // Orders and refunds
  get("/order/transactions", { ...access.view, query: orderListQuery, response: pageSchema(orderRow) }, ({ db, ctx, query }) => listOrders(db, ctx, query)),
  post("/order/refund-payment", { ...access.update, body: refundBody, response: messageAnswer }, ({ db, ctx, body }) => refundPayment(db, ctx, body)),

  // Public checkout (no session): the buyer's calls, rate-limited per IP and email.
  post("/public/{public_id}/start", { tenancy: "public", params: publicIdParam, body: startBody, response: orderAnswer, middleware: [publicLimit] }, ({ db, params, body }) => startOrder(db, params.public_id, body)),
  patch("/public/order/{order}", { tenancy: "public", params: orderParam, body: orderUpdateBody, response: orderAnswer, middleware: [publicLimit] }, ({ db, params, body }) => updateOrder(db, params.order, body)),
  post("/public/order/{order}/finalize", { tenancy: "public", params: orderParam, response: orderAnswer, middleware: [publicLimit] }, ({ db, params }) => finalizeOrder(db, params.order)),
]);
