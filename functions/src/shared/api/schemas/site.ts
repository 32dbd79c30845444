// ---- GET /api/site/operator (public; the policy pages) ----------------------------------------

/** Who runs this deployment, as the operator configured it (docs/operations.md). */
export interface SiteOperatorResponse {
  ok: true;
  name: string;
  email: string;
  postalAddress: string;
  /** Whose law governs the terms (e.g. a country). */
  jurisdiction: string;
  /** The youth-protection officer (Germany's Jugendschutzbeauftragter): name, postal address and email. */
  youthProtectionOfficer: string;
  /** 18 U.S.C. § 2257: the custodian of records and the address where the records are kept. */
  recordsCustodian: string;
  recordsAddress: string;
}
