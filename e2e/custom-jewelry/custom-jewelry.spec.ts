import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { callApi, CheckoutPage, openStore, SandboxPage } from "../pages/checkout-pages";
import { AdminCustomRequest, CustomMadePage, CustomRequestPage } from "../pages/custom-jewelry-pages";
import { waitForHydration } from "../pages/hydration";
import { Mailbox } from "../pages/mailbox";
import { ProductPage } from "../pages/product-page";
import { photo, productOfStore } from "../pages/reviews";

/**
 * Custom-made jewelry in the mx store (Spanish): a guest asks for a ring with two pictures
 * from a product's "customize" link, signs up with the same email (the request joins the
 * account), the merchant quotes in the back office, the deposit is paid with the sandbox, the
 * merchant sends a draft, the shopper approves it and pays the 30 % stage; the timeline shows it all.
 */
const ES_LABELS = {
  email: "Correo electrónico",
  firstName: "Nombre",
  lastName: "Apellidos",
  address1: "Dirección",
  city: "Ciudad",
  postcode: "Código postal",
  phone: "Número de teléfono",
  state: "Estado/Provincia",
};
const CDMX = {
  firstName: "Lucía",
  lastName: "Hernández",
  address1: "Av. Reforma 222",
  city: "Ciudad de México",
  postcode: "06600",
  phone: "55 1234 5678",
  state: "CMX",
};

async function payStage(page: import("@playwright/test").Page, requestNumber: string, email: string) {
  const request = new CustomRequestPage(page);
  await request.pay.click();
  await page.waitForURL(/\/checkout\?orderType=custommade&customMadeParam=/);
  await waitForHydration(page);
  const checkout = new CheckoutPage(page, ES_LABELS);
  await checkout.fill(email, CDMX);
  await page.getByLabel("Tipo de certificado").selectOption("CURP");
  await page.getByLabel("Número de certificado").fill("HEGL900101MDFRRC09");
  await checkout.placeOrder(/Realizar pedido y pagar/);
  await new SandboxPage(page).choose("Pagar correctamente");
  await request.open("mx", requestNumber);
}

test("a ring commissioned in the mx store: request, quote, deposit, approved draft, 30 % stage and timeline", async ({ page, browser }) => {
  test.slow();
  const product = productOfStore("mx", 4);
  const email = `anillo-${Date.now()}@example.com`;
  await openStore(page, "mx", product.path);
  await new ProductPage(page).expectLoaded();
  await page.getByTestId("customize-link").click();
  await page.waitForURL(/\/custommade\?product=/);
  await waitForHydration(page);

  const form = new CustomMadePage(page);
  await expect(page.getByTestId("custom-product")).toContainText("Basado en:");
  await form.form.getByRole("button", { name: "Enviar mi solicitud" }).click();
  await expect(form.form.getByText("Por favor, introduce tu nombre.")).toBeVisible();
  await expect(form.form.getByText("Por favor, introduce información adicional.")).toBeVisible();
  await form.fill({
    name: "Lucía Hernández",
    email,
    country: "MX",
    pieceType: "ring",
    material: "Plata S925",
    stone: "Moissanita",
    details: "Un anillo con las iniciales L y H grabadas.",
  });
  await form.attach([photo("anillo-1.png", [200, 160, 40], 800), photo("anillo-2.png", [40, 90, 200], 600)]);
  const number = await form.send();
  expect(number).toMatch(/^CJ\d{10}$/);

  // The same browser signs up with the same email: the guest's request joins the account.
  const since = new Date(Date.now() - 1000);
  const password = "Anillo-Plata-2026";
  expect((await callApi(page, "account/register", { email, password, confirmPassword: password, agreePrivacy: true })).status).toBe(200);
  const code = await new Mailbox(email).codeSince(since);
  expect((await callApi(page, "account/confirmRegistration", { email, code })).status).toBe(200);

  const request = new CustomRequestPage(page);
  await request.open("mx", number);
  await expect(request.status).toHaveText("Solicitud recibida");
  await expect(page.getByTestId("custom-media-reference").getByRole("listitem")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  const office = await BackOffice.signIn(browser, "owner");
  const admin = new AdminCustomRequest(office.page);
  await admin.open(number);
  // 17.1 MXN per USD in the demo rates: a 500 MXN deposit is about 29 USD.
  await admin.quote("3500", "500");

  await request.open("mx", number);
  await expect(request.status).toHaveText("Presupuesto listo: depósito pendiente");
  await expect(request.pay).toContainText("500.00");
  await payStage(page, number, email);
  await expect(request.status).toHaveText("Depósito pagado: diseño en curso");

  await admin.open(number);
  await admin.step("Send design draft", "draft sent", [photo("boceto.png", [120, 120, 120], 640)]);

  await request.open("mx", number);
  await expect(request.status).toHaveText("Boceto del diseño listo");
  await page.getByTestId("custom-media-draft").getByRole("button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Aprobar el diseño" }).click();
  await expect(request.status).toHaveText("Diseño aprobado");

  await admin.open(number);
  await admin.step("Ask for the 3D mold payment (30 %)", "mold due");

  await request.open("mx", number);
  // (3,500 − 500) × 30 % = 900.00 MXN.
  await expect(request.pay).toContainText("900.00");
  await payStage(page, number, email);
  await expect(request.status).toHaveText("Molde 3D en curso");
  await expect(request.timeline).toHaveText([
    /Solicitud recibida/,
    /Presupuesto listo/,
    /Depósito pagado/,
    /Boceto del diseño listo/,
    /Diseño aprobado/,
    /Pago del molde 3D pendiente/,
    /Molde 3D en curso/,
  ]);
  await expect(request.stages.getByRole("row")).toHaveText([
    /Depósito.*Pagado/,
    /Molde 3D.*Pagado/,
    /Producción.*Aún no corresponde/,
    /Pago final.*Aún no corresponde/,
  ]);
});

test("/custommade is axe clean in Spanish", async ({ page }) => {
  await openStore(page, "mx", "/custommade");
  await expect(page.getByRole("heading", { level: 1, name: "Joyería personalizada" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Enviar mi solicitud" }).click();
  await expect(page.getByText("Por favor, introduce tu nombre.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(storeUrl("mx", "/accounts/customrequests"));
  await expect(page).toHaveURL(/\/login\?redirect_url=/);
});
