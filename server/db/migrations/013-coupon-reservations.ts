// A coupon's use limit counts reservations (issue 31): purchase_context() (migration 006) counted
// only paid uses (coupon_uses, written at payment), so any number of purchases still waiting for
// their payment passed a limit of 1. Now its `total` adds the other customers' purchases holding the
// coupon that a payment can still settle (pending, declined, cancelled; PAYABLE in orders-repo.ts),
// and the function takes a transaction-level lock on the coupon after the customer's, so two
// customers' purchases with one coupon are counted one after the other. The customer's own unpaid
// purchases are not counted: the new purchase supersedes them. A reservation ends when its purchase
// is paid (then it is a use), superseded, or replaced by the customer's next purchase; an abandoned
// checkout keeps its coupon until then (strict: a late payment can never pass the limit).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The reservations of a coupon, read by every purchase with it: only the unpaid purchases.
  await sql`create index purchases_coupon_open_idx on purchases (coupon_code)
    where coupon_code is not null and status in ('pending', 'declined', 'cancelled')`.execute(db);
  await sql`
    create or replace function purchase_context(
      p_lock_namespace int,
      p_user_id int,
      p_unique_code text,
      p_package_id int,
      p_sub_package_id int,
      p_delivery_time_id int,
      p_delivery_method_id int,
      p_address_id int,
      p_coupon_code text,
      p_today text
    )
    returns table (
      existing_id int,
      existing_fingerprint text,
      sub_id int,
      sub_package_of int,
      days int,
      meals int,
      snacks int,
      soups int,
      price_fils int,
      time_exists boolean,
      method_exists boolean,
      address_owned boolean,
      wallet_fils int,
      active_package boolean,
      first_name text,
      last_name text,
      email text,
      mobile_no text,
      package_name text,
      coupon_code text,
      coupon_type text,
      coupon_percent int,
      coupon_expires_at timestamptz,
      coupon_usage_limit int,
      coupon_per_customer_limit int,
      coupon_uses int,
      coupon_uses_mine int
    )
    language plpgsql volatile
    as $fn$
    #variable_conflict use_column
    begin
      perform pg_advisory_xact_lock(p_lock_namespace, p_user_id);
      -- Then the coupon's lock (always after the customer's: no cycle), so two customers' purchases
      -- with one coupon count each other's reservation.
      if p_coupon_code is not null then
        perform pg_advisory_xact_lock(hashtext('coupon:' || upper(p_coupon_code)));
      end if;
      return query
      select
        e.id, e.fingerprint,
        s.id, s.package_id, s.days, s.meals, s.snacks, s.soups, s.price_fils,
        exists (select 1 from delivery_times t where t.id = p_delivery_time_id),
        exists (select 1 from delivery_methods m where m.id = p_delivery_method_id),
        exists (select 1 from addresses a where a.user_id = p_user_id and a.id = p_address_id),
        u.wallet_fils,
        exists (select 1 from purchases ap where ap.user_id = p_user_id and ap.status = 'paid' and ap.end_date >= p_today),
        u.first_name, u.last_name, u.email, u.mobile_no,
        (select pk.name_en from packages pk where pk.id = p_package_id),
        c.code, c.discount_type, c.discount_value, c.expires_at, c.usage_limit, c.per_customer_limit,
        cu.total, cu.mine
      from (select 1) as one
      left join users u on u.id = p_user_id
      left join purchases e on e.user_id = p_user_id and e.unique_code = p_unique_code
      left join sub_packages s on s.id = p_sub_package_id
      left join lateral (select * from coupons c0 where upper(c0.code) = upper(p_coupon_code) limit 1) c on true
      left join lateral (
        select
          (select count(*) from coupon_uses cu0 where cu0.coupon_code = c.code)::int
            + (select count(*) from purchases r where r.coupon_code = c.code and r.user_id <> p_user_id
               and r.status in ('pending', 'declined', 'cancelled'))::int as total,
          (select count(*) from coupon_uses cu1 where cu1.coupon_code = c.code and cu1.user_id = p_user_id)::int as mine
      ) cu on true;
    end
    $fn$
  `.execute(db);

}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index purchases_coupon_open_idx`.execute(db);
  await sql`
    create or replace function purchase_context(
      p_lock_namespace int,
      p_user_id int,
      p_unique_code text,
      p_package_id int,
      p_sub_package_id int,
      p_delivery_time_id int,
      p_delivery_method_id int,
      p_address_id int,
      p_coupon_code text,
      p_today text
    )
    returns table (
      existing_id int,
      existing_fingerprint text,
      sub_id int,
      sub_package_of int,
      days int,
      meals int,
      snacks int,
      soups int,
      price_fils int,
      time_exists boolean,
      method_exists boolean,
      address_owned boolean,
      wallet_fils int,
      active_package boolean,
      first_name text,
      last_name text,
      email text,
      mobile_no text,
      package_name text,
      coupon_code text,
      coupon_type text,
      coupon_percent int,
      coupon_expires_at timestamptz,
      coupon_usage_limit int,
      coupon_per_customer_limit int,
      coupon_uses int,
      coupon_uses_mine int
    )
    language plpgsql volatile
    as $fn$
    #variable_conflict use_column
    begin
      perform pg_advisory_xact_lock(p_lock_namespace, p_user_id);
      return query
      select
        e.id, e.fingerprint,
        s.id, s.package_id, s.days, s.meals, s.snacks, s.soups, s.price_fils,
        exists (select 1 from delivery_times t where t.id = p_delivery_time_id),
        exists (select 1 from delivery_methods m where m.id = p_delivery_method_id),
        exists (select 1 from addresses a where a.user_id = p_user_id and a.id = p_address_id),
        u.wallet_fils,
        exists (select 1 from purchases ap where ap.user_id = p_user_id and ap.status = 'paid' and ap.end_date >= p_today),
        u.first_name, u.last_name, u.email, u.mobile_no,
        (select pk.name_en from packages pk where pk.id = p_package_id),
        c.code, c.discount_type, c.discount_value, c.expires_at, c.usage_limit, c.per_customer_limit,
        cu.total, cu.mine
      from (select 1) as one
      left join users u on u.id = p_user_id
      left join purchases e on e.user_id = p_user_id and e.unique_code = p_unique_code
      left join sub_packages s on s.id = p_sub_package_id
      left join lateral (select * from coupons c0 where upper(c0.code) = upper(p_coupon_code) limit 1) c on true
      left join lateral (
        select count(*)::int as total, (count(*) filter (where cu0.user_id = p_user_id))::int as mine
        from coupon_uses cu0 where cu0.coupon_code = c.code
      ) cu on true;
    end
    $fn$
  `.execute(db);

}
