/**
 * LinkedIn's add-to-profile link for a certification (docs/product.md, "Credentials anyone can
 * verify"): a plain link the learner follows; EduGate itself calls nobody.
 */
export function linkedInAddUrl(options: {
  name: string;
  issuedAt: string;
  certificateUrl: string;
  certificateId: string;
}): string {
  const issued = new Date(options.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: options.name,
    organizationName: 'EduGate',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: options.certificateUrl,
    certId: options.certificateId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
