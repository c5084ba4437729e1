// The delivery manifest: a heading per governorate and a table per area of its deliveries
// (customer, phone as a tel: link, address and directions, window, method, the box's portions), in
// the server's order.
import { Trans } from "@lingui/react/macro";
import type { Manifest } from "../api.ts";
import { telHref } from "../ops-rules.ts";

export function ManifestList({ manifest }: { manifest: Manifest }) {
  return (
    <>
      <dl className="ops-summary">
        <div>
          <dt>
            <Trans>Deliveries</Trans>
          </dt>
          <dd>
            <bdi>{manifest.count}</bdi>
          </dd>
        </div>
      </dl>
      {manifest.governorates.map((g, gi) => (
        <section key={g.id} className="ops-governorate" aria-labelledby={`ops-gov-${gi}`}>
          <h3 id={`ops-gov-${gi}`}>{g.name}</h3>
          {g.areas.map((a, ai) => {
            const captionId = `ops-area-${gi}-${ai}`;
            return (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways must take focus
              <div key={a.name} className="ops-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
                <table className="ops-table ops-manifest">
                  <caption id={captionId}>
                    {a.name}{" "}
                    <span className="ops-count">
                      (<bdi>{a.deliveries.length}</bdi>)
                    </span>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Customer</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Phone</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Address</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Delivery window</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Delivery method</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Portions</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.deliveries.map((d) => {
                      const tel = telHref(d.phone);
                      return (
                        <tr key={d.purchaseId}>
                          <th scope="row">{d.customerName}</th>
                          <td className="ops-phone">
                            {tel ? (
                              <a href={tel} dir="ltr">
                                {d.phone}
                              </a>
                            ) : (
                              <bdi>{d.phone}</bdi>
                            )}
                          </td>
                          <td>
                            {d.address}
                            {d.directions && <span className="ops-directions">{d.directions}</span>}
                          </td>
                          <td>{d.window}</td>
                          <td>{d.method}</td>
                          <td>
                            <bdi dir="ltr">{d.portions}</bdi>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            );
          })}
        </section>
      ))}
    </>
  );
}
