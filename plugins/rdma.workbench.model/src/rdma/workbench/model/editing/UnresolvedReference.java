package rdma.workbench.model.editing;

/**
 * A reference a transfer of steps cannot keep working: the place it sits (step, feature path)
 * and what the user reads about it. Listed before the change, so the user can cancel.
 *
 * @param place   where the reference sits, as {@code program/step.feature} after the transfer
 *                ({@code client/write.sges[0].mr})
 * @param message the whole sentence the dialog and the tests show
 */
public record UnresolvedReference(String place, String message) {

    @Override
    public String toString() {
        return message;
    }
}
