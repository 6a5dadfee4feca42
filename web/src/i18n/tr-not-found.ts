/** Turkish texts of the not-found page (spec section 8: a Turkish page); its title stays German. */
export const trNotFound = {
  metaTitle: "Seite nicht gefunden",
  metaDescription: "Die angeforderte Seite existiert nicht. Sie werden zur Startseite weitergeleitet.",
  heading: "Sayfa bulunamadı",
  text: "Aradığınız sayfa bulunamadı. 3 saniye içinde ana sayfaya yönlendirileceksiniz.",
  home: "Ana sayfaya dön",
} as const;
